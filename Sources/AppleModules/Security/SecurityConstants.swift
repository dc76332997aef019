@_exported import Foundation
@_exported import WidgetSDK

// The Keychain's names, as widget code that reads a token its app saved writes them
// (`kSecClass as String: kSecClassGenericPassword`). Each constant holds the attribute name the Security framework
// uses, so that a query built from them reads the same in a log.

/// A result code of the Security framework: ``errSecSuccess`` or a negative error.
public typealias OSStatus = Int32

/// The call succeeded.
public let errSecSuccess: OSStatus = 0
/// No item matches the query.
public let errSecItemNotFound: OSStatus = -25300
/// An item with the same class, service, account (or server) already exists.
public let errSecDuplicateItem: OSStatus = -25299
/// A parameter was missing or invalid: no `kSecClass`, or an attribute of the wrong type.
public let errSecParam: OSStatus = -50
/// The call is not available on this platform.
public let errSecUnimplemented: OSStatus = -4
/// User interaction (Face ID, a passcode) would be needed: never asked here.
public let errSecInteractionNotAllowed: OSStatus = -25308
/// Authentication failed.
public let errSecAuthFailed: OSStatus = -25293
/// The item is not available because the device is locked: never, here.
public let errSecNotAvailable: OSStatus = -25291

/// The item's class (`kSecClassGenericPassword`, ...).
public var kSecClass: CFString { "class" }
/// A password for a service and account.
public var kSecClassGenericPassword: CFString { "genp" }
/// A password for a server and account.
public var kSecClassInternetPassword: CFString { "inet" }
/// A certificate (kept as data; nothing is verified).
public var kSecClassCertificate: CFString { "cert" }
/// A cryptographic key (kept as data).
public var kSecClassKey: CFString { "keys" }
/// A certificate with its private key (kept as data).
public var kSecClassIdentity: CFString { "idnt" }

/// The account name.
public var kSecAttrAccount: CFString { "acct" }
/// The service name of a generic password.
public var kSecAttrService: CFString { "svce" }
/// The server of an internet password.
public var kSecAttrServer: CFString { "srvr" }
/// The protocol of an internet password.
public var kSecAttrProtocol: CFString { "ptcl" }
/// The port of an internet password.
public var kSecAttrPort: CFString { "port" }
/// The path of an internet password.
public var kSecAttrPath: CFString { "path" }
/// The access group the app and its extensions share: every item of a plugin is in one group here.
public var kSecAttrAccessGroup: CFString { "agrp" }
/// When the item is readable (after first unlock, ...): recorded; the item is always readable here.
public var kSecAttrAccessible: CFString { "pdmn" }
/// Readable while the device is unlocked.
public var kSecAttrAccessibleWhenUnlocked: CFString { "ak" }
/// Readable once the device was unlocked after a restart.
public var kSecAttrAccessibleAfterFirstUnlock: CFString { "ck" }
/// Readable while unlocked, never moved to another device.
public var kSecAttrAccessibleWhenUnlockedThisDeviceOnly: CFString { "aku" }
/// Readable after first unlock, never moved to another device.
public var kSecAttrAccessibleAfterFirstUnlockThisDeviceOnly: CFString { "cku" }
/// Readable only while a passcode is set.
public var kSecAttrAccessibleWhenPasscodeSetThisDeviceOnly: CFString { "akpu" }
/// Whether the item syncs through iCloud Keychain: recorded; nothing syncs here.
public var kSecAttrSynchronizable: CFString { "sync" }
/// Matches synchronizable items and those that are not.
public var kSecAttrSynchronizableAny: CFString { "syna" }
/// A label for people.
public var kSecAttrLabel: CFString { "labl" }
/// A description for people.
public var kSecAttrDescription: CFString { "desc" }
/// A comment.
public var kSecAttrComment: CFString { "icmt" }
/// Application-defined data, searchable.
public var kSecAttrGeneric: CFString { "gena" }
/// The item's creation date (set by the keychain).
public var kSecAttrCreationDate: CFString { "cdat" }
/// The item's last modification date (set by the keychain).
public var kSecAttrModificationDate: CFString { "mdat" }

/// The item's secret, as `Data`.
public var kSecValueData: CFString { "v_Data" }
/// A reference to the item: not provided (references are not kept).
public var kSecValueRef: CFString { "v_Ref" }
/// A persistent reference to the item: not provided.
public var kSecValuePersistentRef: CFString { "v_PersistentRef" }

/// Return the secret (`Data`, or `[Data]` with ``kSecMatchLimitAll``).
public var kSecReturnData: CFString { "r_Data" }
/// Return the attributes (`[String: Any]`, or an array of them).
public var kSecReturnAttributes: CFString { "r_Attributes" }
/// Return a reference: not provided.
public var kSecReturnRef: CFString { "r_Ref" }
/// Return a persistent reference: not provided.
public var kSecReturnPersistentRef: CFString { "r_PersistentRef" }

/// How many items to return.
public var kSecMatchLimit: CFString { "m_Limit" }
/// Return the first match.
public var kSecMatchLimitOne: CFString { "m_LimitOne" }
/// Return every match, as an array.
public var kSecMatchLimitAll: CFString { "m_LimitAll" }

/// Use the data-protection keychain (macOS): the only keychain here.
public var kSecUseDataProtectionKeychain: CFString { "nleg" }
/// Fail rather than ask for authentication: nothing is ever asked here.
public var kSecUseAuthenticationUI: CFString { "u_AuthUI" }
/// Skip items that need authentication.
public var kSecUseAuthenticationUISkip: CFString { "u_AuthUIS" }
/// Access control (biometry, passcode): recorded; nothing is asked.
public var kSecAttrAccessControl: CFString { "accc" }
