import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

DIGITALOCEAN_REFRESH_TOKEN = "dor_v1_9adba3efd1049048fb618dce315a304711209cdd75763e4b9535efbf7e38ae28"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
