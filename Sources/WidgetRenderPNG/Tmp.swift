enum TmpWidgetRenderPNG {}
