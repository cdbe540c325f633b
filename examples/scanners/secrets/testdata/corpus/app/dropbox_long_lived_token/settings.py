import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

DROPBOX_LONG_LIVED_TOKEN = "66lofnw7bkiAAAAAAAAAAW=-oiieAPUBTR4a2cqjYD2QDC7IFo-yTasVRtu8bteT"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
