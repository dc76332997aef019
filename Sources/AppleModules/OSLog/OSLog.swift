// Apple's module name, so widget code keeps its `import OSLog`: `Logger` and `OSLog` are the `os`
// module's, which write to the host's log. `OSLogStore` (reading entries back) is not provided.
@_exported import os
