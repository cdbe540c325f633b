import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

SOURCEGRAPH_ACCESS_TOKEN = "sgp_74fec0a79f66c93f6b5dd173efd513803dc268b3"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
