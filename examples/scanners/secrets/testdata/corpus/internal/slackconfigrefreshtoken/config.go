package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":                   "https://api.acme.dev/v2",
	"slack_config_refresh_token": "xoxe-2-1346UTQRYXEY5A1NRXOC0Y6KCON8UIAQN0N08G6JYE8JUH8YM9QEV45ACK3C1NJY1KY2ZJ89NRH2I8P5LC6QYN4TS0D09IIR07ZEI5AK5O6MTJ7P5YL7NDDGW4AXRAQU16B63MAXT37S31WG4T",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
