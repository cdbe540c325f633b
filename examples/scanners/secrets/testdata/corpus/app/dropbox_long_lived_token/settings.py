import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

DROPBOX_LONG_LIVED_TOKEN = "p2twuv5re8zAAAAAAAAAABwHWCL=pwv48=w45XC7lljWG7DRwHPC6MC_i19bYEf4"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
