// Apple's module name, so widget code keeps its `import UserNotifications`. There are no
// notifications on this platform: asking for permission and scheduling throw
// `UNError(.notificationsNotAllowed)` and say so in the host's log; nothing is ever pending.
@_exported import WidgetSDK
