import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

TYPEFORM_PAT = "tfp_GTW0rV6KSI7Sc57NSXw7osR=F6061-s2QwnHKWdVQ9OYkvUUhh_jf1sQqlt"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
