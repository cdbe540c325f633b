import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

ADAFRUIT_ASSIGNED_KEY = "-chEDW4fpllIiqUchI3EXODcTzjZcZT7"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
