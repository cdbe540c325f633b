import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

OPENSHIFT_USER_TOKEN = "sha256~K9dxasVaEHD3jgZj_maT-jX-2k5QLAeNEyF0HdKhBGV"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
