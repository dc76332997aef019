// Apple's module name, so widget code written for iOS keeps its `import os` and `import os.log`:
// `Logger`, `OSLog` and `os_log` write to the host's log, with its levels.
@_exported import WidgetSDK
// The C module of the same name (Sources/AppleModules/osC), which has the `log` submodule.
@_exported import os
