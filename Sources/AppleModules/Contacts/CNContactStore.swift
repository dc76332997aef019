import Foundation

/// Reads contacts, as `CNContactStore`. There is no contacts database on this platform: access is
/// ``CNAuthorizationStatus/denied`` and every fetch throws ``CNError/Code/authorizationDenied``.
public final class CNContactStore: @unchecked Sendable {
    /// A store (with nothing in it).
    public init() {}

    /// The app's access to `entityType`: `.denied`, as there is no contacts database here.
    public static func authorizationStatus(for entityType: CNEntityType) -> CNAuthorizationStatus { .denied }

    /// Asks for access: `completionHandler` hears `false` and ``CNError/Code/authorizationDenied``.
    public func requestAccess(for entityType: CNEntityType, completionHandler: @escaping @Sendable (Bool, (any Error)?) -> Void) {
        Self.report("requestAccess(for:)")
        completionHandler(false, CNError(.authorizationDenied))
    }

    /// Asks for access: throws ``CNError/Code/authorizationDenied``.
    public func requestAccess(for entityType: CNEntityType) async throws -> Bool {
        try Self.deny("requestAccess(for:)")
    }

    /// The contact with `identifier`: throws ``CNError/Code/authorizationDenied``.
    public func unifiedContact(withIdentifier identifier: String, keysToFetch keys: [any CNKeyDescriptor]) throws -> CNContact {
        try Self.deny("unifiedContact(withIdentifier:keysToFetch:)")
    }

    /// The contacts `predicate` matches: throws ``CNError/Code/authorizationDenied``.
    public func unifiedContacts(matching predicate: NSPredicate, keysToFetch keys: [any CNKeyDescriptor]) throws -> [CNContact] {
        try Self.deny("unifiedContacts(matching:keysToFetch:)")
    }

    /// Calls `block` with each contact `fetchRequest` matches: throws ``CNError/Code/authorizationDenied``.
    public func enumerateContacts(
        with fetchRequest: CNContactFetchRequest, usingBlock block: (CNContact, UnsafeMutablePointer<ObjCBool>) -> Void
    ) throws {
        let _: Void = try Self.deny("enumerateContacts(with:usingBlock:)")
    }

    private static func report(_ operation: String) {
        WidgetLog.warning("CNContactStore.\(operation): there is no contacts database on this platform; access is denied")
    }

    private static func deny<Value>(_ operation: String) throws -> Value {
        report(operation)
        throw CNError(.authorizationDenied)
    }
}

/// What the app may read, as `CNAuthorizationStatus`.
public enum CNAuthorizationStatus: Int, Sendable {
    case notDetermined, restricted, denied, authorized, limited
}

/// The kinds of records a store holds, as `CNEntityType`.
public enum CNEntityType: Int, Sendable {
    case contacts
}

/// An error of the contacts store, as `CNError`.
public struct CNError: Error, Hashable, Sendable, CustomStringConvertible {
    /// What went wrong.
    public enum Code: Int, Sendable {
        case communicationError = 1, dataAccessError = 2, authorizationDenied = 100, recordDoesNotExist = 200
    }

    /// The error's code.
    public let code: Code

    /// An error with `code`.
    public init(_ code: Code) { self.code = code }

    public var description: String {
        code == .authorizationDenied
            ? "access to contacts is denied (there is no contacts database on this platform)" : "contacts error \(code)"
    }
}

/// A request for the contacts a store has, as `CNContactFetchRequest`.
public final class CNContactFetchRequest: @unchecked Sendable {
    /// The properties to fetch.
    public var keysToFetch: [any CNKeyDescriptor]
    /// Which contacts to fetch (every one when `nil`).
    public var predicate: NSPredicate?

    /// A request for `keysToFetch` of every contact.
    public init(keysToFetch: [any CNKeyDescriptor]) { self.keysToFetch = keysToFetch }
}
