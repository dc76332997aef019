internal import WidgetWire

/// A title with an icon, such as `Label("Favorites", systemImage: "star")`.
///
/// By default the icon comes first, then the title, side by side; `.labelStyle(_:)` picks
/// `.titleOnly`, `.iconOnly`, `.titleAndIcon` or a custom ``LabelStyle``.
public struct Label<Title: View, Icon: View>: View, PrimitiveView {
    public typealias Body = Never
    let title: Title
    let icon: Icon

    /// A label with a custom title and icon.
    public init(@ViewBuilder title: () -> Title, @ViewBuilder icon: () -> Icon) {
        self.title = title()
        self.icon = icon()
    }

    func makeNodes(in environment: EnvironmentValues) -> [ViewNode] {
        let configuration = LabelStyleConfiguration(
            title: LabelStyleConfiguration.Title(render: { [title] in ViewSerializer.nodes(title, in: $0) }),
            icon: LabelStyleConfiguration.Icon(render: { [icon] in ViewSerializer.nodes(icon, in: $0) }))
        return environment.labelStyle.makeNodes(configuration, environment)
    }
}

extension Label where Title == Text, Icon == Image {
    /// A label with a localized title and a system symbol.
    public init(_ titleKey: LocalizedStringKey, systemImage name: String) {
        self.init(title: { Text(titleKey) }, icon: { Image(systemName: name) })
    }

    /// A label with a verbatim title and a system symbol.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage name: String) {
        self.init(title: { Text(title) }, icon: { Image(systemName: name) })
    }

    /// A label with a title from a localized string resource (an intent's `title`, say) and a system symbol.
    @_disfavoredOverload
    public init(_ titleResource: LocalizedStringResource, systemImage name: String) {
        self.init(title: { Text(titleResource) }, icon: { Image(systemName: name) })
    }

    /// A label with a title from a localized string resource and an asset image.
    @_disfavoredOverload
    public init(_ titleResource: LocalizedStringResource, image name: String) {
        self.init(title: { Text(titleResource) }, icon: { Image(name) })
    }

    /// A label with a localized title and an asset image.
    public init(_ titleKey: LocalizedStringKey, image name: String) {
        self.init(title: { Text(titleKey) }, icon: { Image(name) })
    }

    /// A label with a verbatim title and an asset image.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, image name: String) {
        self.init(title: { Text(title) }, icon: { Image(name) })
    }
}
