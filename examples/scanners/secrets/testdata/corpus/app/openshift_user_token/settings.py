import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

OPENSHIFT_USER_TOKEN = "sha256~OnOxPOfmUb2tZInnZ9tnrSgUkSE6hrMilKpWsekZO46"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
