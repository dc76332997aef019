// Apple's module name, so widget code keeps its `import Network` (a connectivity check before a request):
// `NWPathMonitor` reports the path as satisfied over a wired interface, since whether a plugin may reach
// the network is the host's choice (`--deny-network` makes the requests themselves fail).
@_exported import WidgetSDK
