import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

PRIVATEAI_API_KEY = "lsjjoljcp1miqrp74j0eyxhad82fb6ec"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
