import WidgetWire

/// What performing an intent produced.
///
/// The common result, a C handler's scalar return value with no dialog and no reload request, is
/// held inline: making one allocates nothing and dropping one releases nothing. Anything else is
/// held in one shared, immutable box.
public struct PerformResult: Hashable, Sendable, Codable, CustomReflectable {
    /// A scalar value, when that is all the result holds (`.none` otherwise).
    private var scalar: Scalar
    /// The value, dialog and reload requests of any other result.
    private var details: Details?

    /// `.result(value:)`: the handler's C return value, or the `value` of its JSON result.
    public var value: JSONValue? {
        get {
            if let details { return details.value }
            return scalar.value
        }
        set { self = PerformResult(value: newValue, dialog: dialog, reloadRequests: reloadRequests) }
    }

    /// `.result(dialog:)`.
    public var dialog: String? {
        get { details?.dialog }
        set { self = PerformResult(value: value, dialog: newValue, reloadRequests: reloadRequests) }
    }

    /// The reload requests the plugin made while performing.
    public var reloadRequests: [ReloadRequest] {
        get { details?.reloadRequests ?? [] }
        set { self = PerformResult(value: value, dialog: dialog, reloadRequests: newValue) }
    }

    /// Creates a result.
    public init(value: JSONValue? = nil, dialog: String? = nil, reloadRequests: [ReloadRequest] = []) {
        if dialog == nil, reloadRequests.isEmpty, let scalar = Scalar(value) {
            self.scalar = scalar
            details = nil
        } else {
            scalar = .none
            details = Details(value: value, dialog: dialog, reloadRequests: reloadRequests)
        }
    }

    /// The result of a C handler that wrote no JSON: its return value (none for a `void` or a
    /// status). `nil` for a status that is a failure (the caller reports it).
    init?(returned: FFICallInterface.ReturnValue, isStatus: Bool) {
        switch returned {
        case .void: scalar = .none
        case .bool(let flag): scalar = .bool(flag)
        case .int32(let number):
            guard !isStatus else {
                guard number == 0 else { return nil }
                scalar = .none
                details = nil
                return
            }
            scalar = .integer(Int64(number))
        case .int64(let number): scalar = .integer(number)
        case .double(let number): scalar = .double(number)
        }
        details = nil
    }

    /// The same result with `reloadRequests` added to its own.
    func adding(_ reloadRequests: [ReloadRequest]) -> PerformResult {
        PerformResult(value: value, dialog: dialog, reloadRequests: self.reloadRequests + reloadRequests)
    }

    public static func == (left: PerformResult, right: PerformResult) -> Bool {
        left.value == right.value && left.dialog == right.dialog && left.reloadRequests == right.reloadRequests
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(value)
        hasher.combine(dialog)
        hasher.combine(reloadRequests)
    }

    /// Its three properties, whichever way it holds them (what `print` and `#expect` show).
    public var customMirror: Mirror {
        Mirror(self, children: ["value": value as Any, "dialog": dialog as Any, "reloadRequests": reloadRequests], displayStyle: .struct)
    }

    private enum CodingKeys: String, CodingKey {
        case value, dialog, reloadRequests
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(
            value: try container.decodeIfPresent(JSONValue.self, forKey: .value),
            dialog: try container.decodeIfPresent(String.self, forKey: .dialog),
            reloadRequests: try container.decode([ReloadRequest].self, forKey: .reloadRequests))
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encodeIfPresent(value, forKey: .value)
        try container.encodeIfPresent(dialog, forKey: .dialog)
        try container.encode(reloadRequests, forKey: .reloadRequests)
    }

    /// A value that needs no memory of its own (trivial to copy and to drop).
    private enum Scalar: Sendable {
        case none
        case bool(Bool)
        case integer(Int64)
        case double(Double)

        /// `value` held inline, if it is absent or a scalar.
        init?(_ value: JSONValue?) {
            switch value {
            case nil: self = .none
            case .bool(let flag)?: self = .bool(flag)
            case .integer(let number)?: self = .integer(number)
            case .double(let number)?: self = .double(number)
            default: return nil
            }
        }

        var value: JSONValue? {
            switch self {
            case .none: nil
            case .bool(let flag): .bool(flag)
            case .integer(let number): .integer(number)
            case .double(let number): .double(number)
            }
        }
    }

    /// A result's parts when they are more than a scalar; never changed once made.
    private final class Details: Sendable {
        let value: JSONValue?
        let dialog: String?
        let reloadRequests: [ReloadRequest]

        init(value: JSONValue?, dialog: String?, reloadRequests: [ReloadRequest]) {
            self.value = value
            self.dialog = dialog
            self.reloadRequests = reloadRequests
        }
    }
}
