import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

ETSY_API_KEY = "uv3njqio65d01ga29585rais"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
