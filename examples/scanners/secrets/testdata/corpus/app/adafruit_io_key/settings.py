import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

ADAFRUIT_IO_KEY = "aio_awqIAVy6ivtguq4ztg6MRo1MBSj9"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
