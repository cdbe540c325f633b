import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

SONARQUBE_ASSIGNED_TOKEN = "SONARLOGIN6UT_ By     =    8OhEKfMMz7MS9HWkzdFbOvITJaM65CkVXPL8T_16"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
