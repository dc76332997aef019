import Foundation

/// The size of the terminal standard output is, through `ioctl(TIOCGWINSZ)`: the one place
/// the CLI asks the terminal driver.
enum TerminalSize {
    /// The columns and rows of the terminal on `descriptor`, or `nil` if it is not a terminal.
    static func of(_ descriptor: Int32) -> (columns: Int, rows: Int)? {
        guard isatty(descriptor) == 1 else { return nil }
        var size = winsize()
        guard ioctl(descriptor, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0 else { return nil }
        return (Int(size.ws_col), Int(size.ws_row))
    }
}
