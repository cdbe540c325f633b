package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":        "https://api.acme.dev/v2",
	"grafana_api_key": "eyJrIjoiS5TDJkic8mvmFxczhMK0Mk8XizocOBi7sCDIUL0wuMJ7L11o57wdGajVsA0RzXenluKrdrAJ5MoiLWS5jVZLG3itAwvpyQNCCKsbCJ5LunUn1MMa53L91zSQWNMi=",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
