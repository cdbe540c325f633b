import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

ETSY_API_KEY = "jvzmdh2wtwivunc0nyo33yz6"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
