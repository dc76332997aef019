@testable import WidgetHost

/// One input: manifest bytes as `get_manifest` returns them. The host's whole reading of a
/// manifest runs: the precheck (size, UTF-8, duplicate keys), the typed decoding, the problem
/// report for manifests that do not decode, and the validator for those that do.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzManifest(_ start: UnsafePointer<UInt8>?, _ count: Int) -> Int32 {
    let bytes = start.map { Array(UnsafeBufferPointer(start: $0, count: count)) } ?? []
    switch ManifestDecoder.decode(bytes) {
    case .manifest(let manifest):
        for problem in ManifestValidator(manifest).validate() { _ = problem.description }
    case .problems(let problems):
        for problem in problems { _ = problem.description }
    }
    return 0
}
