import WidgetSDK
import WidgetWire

/// A button or toggle of a ``ViewTree``: its label, state and the intent it runs; ``tap()`` runs it.
///
/// ```swift
/// let button = try entry.view.button(labeled: "加 10")
/// #expect(button.runs(MyCalculateIntent.self))
/// _ = try await button.tap()
/// ```
public struct ViewControl: Hashable, Sendable, CustomStringConvertible {
    /// Whether the control is a button or a toggle.
    public enum Kind: String, Hashable, Sendable {
        case button, toggle
    }

    private let reference: ControlReference

    init(_ reference: ControlReference) {
        self.reference = reference
    }

    /// Button or toggle.
    public var kind: Kind { reference.kind == .button ? .button : .toggle }
    /// The text of its label (`"加 10"`).
    public var label: String { reference.label }
    /// A toggle's state; `nil` for a button.
    public var isOn: Bool? { reference.isOn }
    /// The id the host and `widgethost tap` know it by (`b.2.0`).
    public var id: String { reference.id }
    /// The identifier of the intent it runs (`MyCalculateIntent`).
    public var intentID: String { reference.action.intent }
    /// The parameters the intent was built with, each as JSON text (`["value": "10"]`).
    public var parameters: [String: String] { reference.action.parameters.mapValues { $0.text(.literal) } }

    /// Whether the control runs an intent of type `type`.
    public func runs(_ type: any AppIntent.Type) -> Bool {
        intentID == SDKTestingSupport.identifier(of: type)
    }

    /// Performs what tapping the control performs, as the host does: the intent as built (a
    /// `SetValueIntent` of a toggle with `value` set to the new state), in the current environment.
    ///
    /// - Throws: ``WidgetTestError`` when the intent's parameters cannot be set; the error `perform()` throws.
    public func tap() async throws -> IntentOutcome {
        var invocation = reference.action
        if kind == .toggle, let isOn, SDKTestingSupport.setsValue(invocation.intent) {
            invocation.parameters["value"] = .bool(!isOn)
        }
        let intent: any AppIntent
        do {
            intent = try await SDKTestingSupport.intent(for: invocation)
        } catch {
            throw WidgetTestError("tapping \(kind.rawValue) '\(label)' (\(id)) failed: \(error.description)")
        }
        return try await performIntent(intent)
    }

    /// `button "加 10" → MyCalculateIntent(value: 10)`.
    public var description: String {
        "\(kind.rawValue) \"\(label)\"" + (isOn.map { $0 ? " on" : " off" } ?? "") + " → \(reference.action.description)"
    }
}
