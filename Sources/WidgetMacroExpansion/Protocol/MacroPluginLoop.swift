import Glibc

/// The macro plugin's main loop: read a frame, answer it, until the compiler closes the input.
public enum MacroPluginLoop {
    /// Serves the compiler on standard input and output, as a compiler plugin: messages go out on a copy
    /// of standard output, which then points at standard error, so nothing printed can corrupt a frame.
    /// A compiler that goes away makes writes fail (SIGPIPE is ignored) and the loop stop.
    public static func runOnStandardStreams() -> Int32 {
        signal(SIGPIPE, SIG_IGN)
        let output = dup(STDOUT_FILENO)
        guard output >= 0, dup2(STDERR_FILENO, STDOUT_FILENO) >= 0 else {
            _ = MessageFrame.write(Array("WidgetSDKMacros: cannot set up standard output; stopping\n".utf8), to: STDERR_FILENO)
            return 1
        }
        return run(input: STDIN_FILENO, output: output, errorOutput: STDERR_FILENO)
    }

    /// Serves messages from `input` to `output` and returns the process's exit status: 0 when the
    /// input ended between messages, 1 (with a line on `errorOutput`) when it ended or failed inside one.
    public static func run(input: Int32 = STDIN_FILENO, output: Int32 = STDOUT_FILENO, errorOutput: Int32 = STDERR_FILENO) -> Int32 {
        var handler = MacroMessageHandler()
        while true {
            switch MessageFrame.read(from: input) {
            case .end:
                return 0
            case .failure(let error):
                _ = MessageFrame.write(Array("WidgetSDKMacros: \(error); stopping\n".utf8), to: errorOutput)
                return 1
            case .message(let message):
                guard MessageFrame.write(MessageFrame.framed(handler.respond(to: message)), to: output) else {
                    _ = MessageFrame.write(Array("WidgetSDKMacros: writing an answer failed; stopping\n".utf8), to: errorOutput)
                    return 1
                }
            }
        }
    }
}
