import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

MAPBOX_SECRET_TOKEN = "sk.eyJ_zI9NarlD9lKaMu82LHyCsvZgEQgnOx1zZeLN1HIXl4cVGz7sxdmytQEFWWO31uOiiU3-algr4ej13VAl7B8xonSYU4ZuULDooKU-GHdZdMME7FiREXkwPOSlo9b9670vExeKkUXeKS2i7CX7kBiWvNkouZyrosrWqGdErK4ZfzVF5d3P2T0OoYF6_FopwhF_gyY-.IX4UbhFGSIFJ1IqjM_KdX4"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
