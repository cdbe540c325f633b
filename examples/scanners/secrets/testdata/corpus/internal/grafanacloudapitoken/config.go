package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":                "https://api.acme.dev/v2",
	"grafana_cloud_api_token": "glc_fd+JsR1BCbjR4D86kV/QOt7sjIUlIDIp0dHdD13Wt8iTtFJZyZu1CnscBiUdPoxpSEAax2OlsWIQxbsZARrZ6Fxcc3DPSwgPVxZ6HZN2ry0wDC6OsLjEQG6blMpN+EBI56aP0SHZmK5gFOFWfrfR6ASxdEDQP9xXLcdGedu==",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
