import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

OPENSHIFT_USER_TOKEN = "sha256~7UzM3c-aTLfZ_Wn525EkDBYNKRXt79NaKMLw1gB_pX8"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
