import Contacts
import CryptoKit
import Foundation
import ImageIO
import Network
import SwiftUICore
import Testing
import UniformTypeIdentifiers

/// Frameworks that helper files a widget shares with its app import: `Contacts` is denied (no contacts
/// database here), `Network` reports a satisfied path, `UniformTypeIdentifiers` knows the common types and
/// `CryptoKit` hashes with SHA-256; `SwiftUICore` (which Xcode 16 imports) is the SDK's SwiftUI;
/// `ImageIO` reads image sizes and writes the bytes an image was made from.
struct SharedHelperModulesTests {
    @Test func imageIOReadsSizesAndWritesTheBytesAnImageWasMadeFrom() throws {
        // A PNG's signature and IHDR chunk: 300 × 200 pixels.
        var png: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]
        png += [0, 0, 0x01, 0x2C, 0, 0, 0, 0xC8, 8, 6, 0, 0, 0]
        let data = Data(png)
        let image = try #require(UIImage(data: data)?.cgImage)
        #expect(image.width == 300 && image.height == 200)
        let square = try #require(image.cropping(to: CGRect(x: 50, y: 0, width: 400, height: 150)))
        #expect(square.width == 250 && square.height == 150)
        #expect(UIImage(cgImage: square).pngData() == data)

        let source = try #require(CGImageSourceCreateWithData(data as CFData, nil))
        let properties = try #require(CGImageSourceCopyPropertiesAtIndex(source, 0, nil) as? [String: Any])
        #expect(properties[kCGImagePropertyPixelWidth as String] as? Int == 300)
        let output = NSMutableData()
        let destination = try #require(CGImageDestinationCreateWithData(output, "public.heic" as CFString, 1, nil))
        CGImageDestinationAddImage(destination, image, [kCGImageDestinationLossyCompressionQuality: 0.8] as CFDictionary)
        #expect(CGImageDestinationFinalize(destination) && output as Data == data)
        #expect(CGImageSourceCreateWithData(Data("not an image".utf8) as CFData, nil) == nil)
    }

    @Test func swiftUICoreIsTheSDKsSwiftUI() {
        let title: SwiftUICore.Text = Text("Title").bold()
        let color: SwiftUICore.Color = .accentColor
        #expect(String(describing: type(of: title)) == "Text" && String(describing: type(of: color)) == "Color")
    }

    @Test func contactsAreDenied() async throws {
        #expect(CNContactStore.authorizationStatus(for: .contacts) == .denied)
        let store = CNContactStore()
        await #expect(throws: CNError(.authorizationDenied)) { try await store.requestAccess(for: .contacts) }
        let keys = [CNContactGivenNameKey as CNKeyDescriptor, CNContactNicknameKey as CNKeyDescriptor]
        #expect(throws: CNError(.authorizationDenied)) { try store.unifiedContact(withIdentifier: "a", keysToFetch: keys) }
        let contact = CNMutableContact()
        contact.givenName = "Ada"
        contact.familyName = "Lovelace"
        #expect(CNContactFormatter.string(from: contact, style: .fullName) == "Ada Lovelace")
    }

    @Test func thePathIsSatisfied() async {
        let monitor = NWPathMonitor()
        let status = await withCheckedContinuation { continuation in
            monitor.pathUpdateHandler = { path in continuation.resume(returning: path.status) }
            monitor.start(queue: DispatchQueue(label: "path"))
        }
        #expect(status == .satisfied && monitor.currentPath.usesInterfaceType(.wiredEthernet))
        monitor.cancel()
    }

    @Test func commonTypesHaveTheirExtensionsAndConformances() {
        #expect(UTType.png.preferredFilenameExtension == "png" && UTType.png.conforms(to: .image) && UTType.png.conforms(to: .data))
        #expect(UTType(filenameExtension: "JPG") == .jpeg && UTType(mimeType: "application/json") == .json)
        #expect(!UTType.json.conforms(to: .image) && UTType("public.plain-text") == .plainText)
        #expect(UTType(exportedAs: "com.example.note", conformingTo: .json).conforms(to: .text))
    }

    @Test func sha256MatchesTheStandardVectors() {
        let hex = { (digest: SHA256.Digest) in digest.map { String(format: "%02x", $0) }.joined() }
        #expect(hex(SHA256.hash(data: Data("abc".utf8))) == "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad")
        #expect(hex(SHA256.hash(data: Data())) == "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855")
        var hasher = SHA256()
        for _ in 0..<1_000 { hasher.update(data: Data(repeating: UInt8(ascii: "a"), count: 1_000)) }
        #expect(hex(hasher.finalize()) == "cdc76e5c9914fb9281a1c7e284d73e67f1809a48a497200e046d39ccc7112cd0")
        #expect(Data(SHA256.hash(data: Data("abc".utf8))).count == SHA256.byteCount)
    }
}
