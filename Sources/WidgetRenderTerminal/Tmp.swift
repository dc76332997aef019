enum TmpWidgetRenderTerminal {}
