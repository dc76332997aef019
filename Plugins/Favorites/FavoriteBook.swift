// swift-format-ignore-file
// From seed 002_c05ea0b6faea4e83, changed only as WidgetSDK's PortingFromiOS article lists.
import AppIntents
struct FavoriteBook: WidgetConfigurationIntent {
static var title: LocalizedStringResource = "Favorite Book"
static var description = IntentDescription("Shows a picture of your favorite book!")
@Parameter(title: "Title", default: "The Swift Programming Language")
var title: String
@Parameter(title: "Author", default: "Apple Inc.")
var author: String
}
