import CCrypto
import Foundation

/// The SHA-256 of a file, through OpenSSL's libcrypto (Foundation on Linux has no CryptoKit,
/// and Debian's libcrypto is kept up to date by its security team).
enum FileDigest {
    /// The lowercase hex SHA-256 of the file at `path`, read in 1 MiB chunks; `nil` if it cannot be read.
    static func sha256(ofFileAt path: String) -> String? {
        guard let handle = FileHandle(forReadingAtPath: path) else { return nil }
        defer { try? handle.close() }
        guard let context = EVP_MD_CTX_new() else { return nil }
        defer { EVP_MD_CTX_free(context) }
        guard EVP_DigestInit_ex(context, EVP_sha256(), nil) == 1 else { return nil }
        while true {
            let chunk: Data
            do {
                guard let read = try handle.read(upToCount: 1 << 20), !read.isEmpty else { break }
                chunk = read
            } catch {
                return nil
            }
            let updated = chunk.withUnsafeBytes { bytes in EVP_DigestUpdate(context, bytes.baseAddress, bytes.count) }
            guard updated == 1 else { return nil }
        }
        var digest = [UInt8](repeating: 0, count: Int(EVP_MAX_MD_SIZE))
        var length: UInt32 = 0
        guard EVP_DigestFinal_ex(context, &digest, &length) == 1 else { return nil }
        return digest.prefix(Int(length)).map { byte in
            let hex = String(byte, radix: 16)
            return hex.count == 1 ? "0" + hex : hex
        }.joined()
    }
}
