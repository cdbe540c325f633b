import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

ONEPASSWORD_SECRET_KEY = "A3-57B975-6I1ANY-HHJ2U-3TANI-HLWCJ-9LUOA"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
