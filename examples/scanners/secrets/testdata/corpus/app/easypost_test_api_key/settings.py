import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

EASYPOST_TEST_API_KEY = "EZTKr0WmLAmDCQ54OBO7XAAVuGT3iuGyPucGCWJiJkoAmx3UtbvcSj3Nv1"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
