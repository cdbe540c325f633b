package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":                 "https://api.acme.dev/v2",
	"atlassian_connect_secret": "ATCTT33OGgYY5nWnEjJx_WDVpUf7wM0cz2juC7X6Y6X3cBT=kK0ll-Lw4wUI2xc63gMmfG-EHzjJMZ95Gsrv0TupkrfS4gggVjAwcPrjRtH5833rCY=UFWRo7fkbM8Ix=x8XW3Zrgck7=IOOkDcTgnUn6xTFpy4ng22J=nHu1gcWNbLmLwXzNgvaks-7VFlb",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
