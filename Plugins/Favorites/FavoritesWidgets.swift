import WidgetSDK

/// The plugin's widgets: one for each configuration intent of the seed.
struct FavoritesWidgets: WidgetBundle {
    var body: some Widget {
        FavoriteBookWidget()
        FavoriteSoupWidget()
    }
}
