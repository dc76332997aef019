import CFuzzerDriver
import Foundation

// libFuzzer runs the target on its seed corpus and the inputs it derives (see scripts/fuzz.sh).
atexit { PluginFile.remove() }
var arguments = CommandLine.argc
var vector: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? = CommandLine.unsafeArgv
exit(LLVMFuzzerRunDriver(&arguments, &vector) { fuzzPluginFiles($0, $1) })
