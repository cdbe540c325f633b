import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

ADAFRUIT_IO_KEY = "aio_3moxvzDbY6QQhUM8OrWpyoil1kDW"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
