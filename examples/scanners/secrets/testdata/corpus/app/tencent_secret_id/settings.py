import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

TENCENT_SECRET_ID = "AKIDHnnPurNzByVqE5wRLgu2gcPkQpswNt7h"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
