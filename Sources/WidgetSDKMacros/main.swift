// WidgetSDK's macros (#Preview, @Model, @Attribute, @Relationship, @Transient): a compiler
// plugin that speaks the compiler's plugin protocol over standard input and output.
import Glibc
import WidgetMacroExpansion

exit(MacroPluginLoop.runOnStandardStreams())
