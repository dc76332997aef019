import Foundation

/// A property of a contact to fetch, as `CNKeyDescriptor` (`CNContactGivenNameKey as CNKeyDescriptor`).
public protocol CNKeyDescriptor {}

extension String: CNKeyDescriptor {}
extension NSString: CNKeyDescriptor {}

/// The keys of a contact's properties, as Contacts names them (`CNContactGivenNameKey as CNKeyDescriptor`).
// swift-format-ignore: AlwaysUseLowerCamelCase
public let CNContactIdentifierKey = "identifier"
// swift-format-ignore: AlwaysUseLowerCamelCase
public let CNContactGivenNameKey = "givenName"
// swift-format-ignore: AlwaysUseLowerCamelCase
public let CNContactFamilyNameKey = "familyName"
// swift-format-ignore: AlwaysUseLowerCamelCase
public let CNContactMiddleNameKey = "middleName"
// swift-format-ignore: AlwaysUseLowerCamelCase
public let CNContactNicknameKey = "nickname"
// swift-format-ignore: AlwaysUseLowerCamelCase
public let CNContactOrganizationNameKey = "organizationName"
// swift-format-ignore: AlwaysUseLowerCamelCase
public let CNContactBirthdayKey = "birthday"
// swift-format-ignore: AlwaysUseLowerCamelCase
public let CNContactPhoneNumbersKey = "phoneNumbers"
// swift-format-ignore: AlwaysUseLowerCamelCase
public let CNContactEmailAddressesKey = "emailAddresses"
// swift-format-ignore: AlwaysUseLowerCamelCase
public let CNContactImageDataKey = "imageData"
// swift-format-ignore: AlwaysUseLowerCamelCase
public let CNContactThumbnailImageDataKey = "thumbnailImageData"
// swift-format-ignore: AlwaysUseLowerCamelCase
public let CNContactImageDataAvailableKey = "imageDataAvailable"

/// A person or organization, as `CNContact` (a store here has none; code and previews may make their own).
public class CNContact: @unchecked Sendable {
    public internal(set) var identifier = UUID().uuidString
    public internal(set) var givenName = ""
    public internal(set) var familyName = ""
    public internal(set) var middleName = ""
    public internal(set) var nickname = ""
    public internal(set) var organizationName = ""
    public internal(set) var birthday: DateComponents?
    public internal(set) var phoneNumbers: [CNLabeledValue<CNPhoneNumber>] = []
    public internal(set) var emailAddresses: [CNLabeledValue<NSString>] = []
    public internal(set) var imageData: Data?
    public internal(set) var thumbnailImageData: Data?
    public var imageDataAvailable: Bool { imageData != nil }

    /// An empty contact.
    public init() {}

    /// The contacts whose name matches `name`, as a predicate: matches none here.
    public class func predicateForContacts(matchingName name: String) -> NSPredicate { NSPredicate(value: false) }

    /// The contacts with `identifiers`, as a predicate: matches none here.
    public class func predicateForContacts(withIdentifiers identifiers: [String]) -> NSPredicate { NSPredicate(value: false) }
}

/// A contact you can change, as `CNMutableContact`.
public final class CNMutableContact: CNContact, @unchecked Sendable {
    public override var givenName: String {
        get { super.givenName }
        set { super.givenName = newValue }
    }
    public override var familyName: String {
        get { super.familyName }
        set { super.familyName = newValue }
    }
    public override var nickname: String {
        get { super.nickname }
        set { super.nickname = newValue }
    }
    public override var birthday: DateComponents? {
        get { super.birthday }
        set { super.birthday = newValue }
    }
}

/// A value with a label (`home`, `mobile`), as `CNLabeledValue`.
public final class CNLabeledValue<ValueType>: @unchecked Sendable {
    public let identifier = UUID().uuidString
    public let label: String?
    public let value: ValueType

    public init(label: String?, value: ValueType) {
        self.label = label
        self.value = value
    }
}

/// A phone number, as `CNPhoneNumber`.
public final class CNPhoneNumber: @unchecked Sendable {
    public let stringValue: String

    public init(stringValue: String) { self.stringValue = stringValue }
}

/// Writes a contact's name, as `CNContactFormatter`.
public final class CNContactFormatter: @unchecked Sendable {
    /// How much of the name to write.
    public enum Style: Int, Sendable {
        case fullName, phoneticFullName
    }

    public init() {}

    /// `contact`'s full name: given and family names, or its organization's.
    public class func string(from contact: CNContact, style: Style) -> String? {
        let name = [contact.givenName, contact.familyName].filter { !$0.isEmpty }.joined(separator: " ")
        return name.isEmpty ? (contact.organizationName.isEmpty ? nil : contact.organizationName) : name
    }

    /// `contact`'s full name.
    public func string(from contact: CNContact) -> String? { Self.string(from: contact, style: .fullName) }
}
