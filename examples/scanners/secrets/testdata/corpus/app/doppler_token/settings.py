import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

DOPPLER_TOKEN = "dp.pt.XfvGACM2td9JS5dmY6ijwIOhBZxdZ0Te1IPDWALFdS"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
