import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

SLACK_CONFIG_REFRESH_TOKEN = "xoxe-3-fdr7eGxKqdwCD5P43GIr17J3Vz31KStOETLimvJfOdt4oF4ymbJ3xok26zfaA7plzg9E48Qt3RSByQ32ZogRWeB6LKz4F9bMbLy64pzKVvkFRMfwoDAiBVE5FtCpsWgcbxgneKa47kP95ilqnW"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
