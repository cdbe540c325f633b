package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":          "https://api.acme.dev/v2",
	"privateai_api_key": "acyxb5sye2t9z6xam5cntpco00bts7lv",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
