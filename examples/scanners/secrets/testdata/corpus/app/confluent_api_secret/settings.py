import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

CONFLUENT_API_SECRET = "WqWPTP7+2MjMrkurzUAKPIvagYRbEZ/YnQk0OmYh9awGNDPnCLyrkuHnldJYkwRE"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
