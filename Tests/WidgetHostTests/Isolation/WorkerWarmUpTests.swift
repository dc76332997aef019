import Testing

@testable import WidgetHost

/// A spare worker's warm-up decodes and validates its manifest: if it stopped doing so (the
/// manifest schema moved on), spares would start cold again without any call failing.
@Suite struct WorkerWarmUpTests {
    @Test func theWarmUpManifestIsValid() {
        #expect(WorkerWarmUp.decodeManifest())
    }
}
