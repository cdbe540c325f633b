import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

GRAFANA_CLOUD_API_TOKEN = "glc_vg8K2OzEktxBex6ZH1CeJv7iHFlZqhdYrqvxDtV7jK98DAkQjJVQg5/pxHm9Ny7clR8FQ7kEkj4kldYo7rqbMx7f2mR6DDqVOx/0K9=="

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
