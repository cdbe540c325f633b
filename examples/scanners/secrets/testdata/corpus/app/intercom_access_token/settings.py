import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

INTERCOM_ACCESS_TOKEN = "6XBlqqdPNiZbXbjSuDxd7EyQkq4qJH5XtiEM-SszS62tcD4RV8TbbDKdcG1Y"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
