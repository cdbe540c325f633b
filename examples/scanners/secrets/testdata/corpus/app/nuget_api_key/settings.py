import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

NUGET_API_KEY = "oy2lkoh0gnpixhccxpsfa1wuhmqtxywh8tcruny9utd1rc"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
