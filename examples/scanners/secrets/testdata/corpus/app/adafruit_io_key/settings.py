import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

ADAFRUIT_IO_KEY = "aio_hU5qrjXbKfIsUZ8CxZC37tYLe2JY"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
