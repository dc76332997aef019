/// What a widget shows when it has nothing to show: a large icon, a title, a description and
/// optional actions, centred in the space it is given (iOS 17).
///
/// ```swift
/// if chores.isEmpty {
///     ContentUnavailableView("No chores", systemImage: "checkmark.seal", description: Text("All done for today"))
/// }
/// ```
public struct ContentUnavailableView<Label: View, Description: View, Actions: View>: View {
    let label: Label
    let description: Description
    let actions: Actions

    /// A view with the label, description and actions the builders give.
    public init(
        @ViewBuilder label: () -> Label, @ViewBuilder description: () -> Description = { EmptyView() },
        @ViewBuilder actions: () -> Actions = { EmptyView() }
    ) {
        self.label = label()
        self.description = description()
        self.actions = actions()
    }

    public var body: some View {
        VStack(spacing: 8) {
            label.labelStyle(UnavailableLabelStyle())
            description
                .font(.callout)
                .foregroundStyle(.secondary)
                .multilineTextAlignment(.center)
            actions
        }
        .padding(.horizontal, 8)
        .frame(maxWidth: .infinity, maxHeight: .infinity)
    }
}

extension ContentUnavailableView where Label == WidgetSDK.Label<Text, Image>, Description == Text?, Actions == EmptyView {
    /// A title with a system symbol above it, and an optional description.
    public init(_ title: LocalizedStringKey, systemImage name: String, description: Text? = nil) {
        self.init(label: { WidgetSDK.Label(title, systemImage: name) }, description: { description })
    }

    /// A verbatim title with a system symbol above it, and an optional description.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage name: String, description: Text? = nil) {
        self.init(label: { WidgetSDK.Label(title, systemImage: name) }, description: { description })
    }

    /// A title with an image from the plugin's resources above it, and an optional description.
    public init(_ title: LocalizedStringKey, image name: String, description: Text? = nil) {
        self.init(label: { WidgetSDK.Label(title, image: name) }, description: { description })
    }

    /// A verbatim title with an image from the plugin's resources above it, and an optional description.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, image name: String, description: Text? = nil) {
        self.init(label: { WidgetSDK.Label(title, image: name) }, description: { description })
    }
}

/// The icon large and secondary above the bold title, as `ContentUnavailableView` lays out its label.
private struct UnavailableLabelStyle: LabelStyle {
    func makeBody(configuration: Configuration) -> some View {
        VStack(spacing: 6) {
            configuration.icon
                .font(.largeTitle)
                .foregroundStyle(.secondary)
            configuration.title
                .font(.title3)
                .bold()
                .multilineTextAlignment(.center)
        }
    }
}
