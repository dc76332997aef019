import Testing
import WidgetHost

@Test func hostImplementsABIVersionOne() {
    #expect(WidgetHostInfo.abiMajor == 1)
}
